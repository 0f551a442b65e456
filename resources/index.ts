import type { ResourceModule } from '../src/resourceModule';
import { banks } from './banks';

/** Every back-office entity. Adding one is adding its folder and a line here. */
export const resourceModules: ResourceModule[] = [banks];
