import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-admin';
import { pageTitle } from '../../src/layout/pageTitle';
import { playNewOrderChime } from './orderSound';
import type { BoardOrder } from '../../src/domain/wire/board';

const LOOKED = ['pointerdown', 'keydown', 'focus'] as const;

/**
 * New orders since the user last looked: a quiet chime (which the user can turn off; the choice
 * is kept), the tab's title counting them ('(2) Pedidos · Portal de Comercios') and their cards
 * marked 'Nuevo'. A click, a key or coming back to the tab counts as having looked.
 */
export const useNewOrderAlert = (heading: string) => {
  const [sound, setSound] = useStore('orders.sound', true);
  const [unseen, setUnseen] = useState<number[]>([]);

  const onNewOrder = useCallback(
    (order: BoardOrder) => {
      setUnseen((ids) => [...ids, order.id]);
      // after the card is on screen: starting the audio device must not hold the board back
      if (sound) window.setTimeout(playNewOrderChime, 100);
    },
    [sound],
  );

  useEffect(() => {
    const looked = () => setUnseen((ids) => (ids.length ? [] : ids));
    for (const type of LOOKED) window.addEventListener(type, looked, { capture: true, passive: true });
    return () => {
      for (const type of LOOKED) window.removeEventListener(type, looked, { capture: true });
    };
  }, []);

  useEffect(() => {
    document.title = unseen.length ? `(${unseen.length}) ${pageTitle(heading)}` : pageTitle(heading);
  }, [unseen.length, heading]);

  return { sound, setSound, unseen, onNewOrder };
};
