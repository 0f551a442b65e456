import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FeedbackProvider } from '../components/FeedbackProvider';
import { IdleWarning } from './IdleWarning';
import { useTitleFromHeading } from './pageTitle';
import { ScreenAccess } from './ScreenAccess';
import { TopNav } from './TopNav';
import { useAppShellHandoff } from './useAppShellHandoff';

/** react-admin's <Title> renders into the element of this id. */
const TITLE_ID = 'react-admin-title';

const Loading = () => <CircularProgress aria-label={useTranslate()('app.loading')} />;

/** The admin frame: top navigation, the page title (react-admin's <Title> portals into #react-admin-title), the screen. */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
  useTitleFromHeading(TITLE_ID);
  useAppShellHandoff();
  const { pathname } = useLocation();
  return (
    <FeedbackProvider>
      <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
        <TopNav />
        <Container maxWidth="xl" component="main" sx={{ py: 3 }}>
          <Typography variant="h5" component="h1" id={TITLE_ID} sx={{ mb: 1 }} />
          {/* One boundary per address: the router changes screens in a transition, which would keep
              the old screen (and its pending search, which then navigates back to it) until the
              new one's code has loaded; a new boundary shows 'Cargando' at once instead. */}
          <Suspense key={pathname} fallback={<Loading />}>
            <ScreenAccess>{children}</ScreenAccess>
          </Suspense>
        </Container>
        <IdleWarning />
      </Box>
    </FeedbackProvider>
  );
};

export default PortalLayout;
