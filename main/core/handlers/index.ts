// The one handler table, served by every transport (Electron IPC and the WebSocket bridge).
import type { HandlerTable } from '../handler-types';
import { contactHandlers } from './contacts';
import { emailHandlers } from './email';
import { exportHandlers } from './export';
import { settingsHandlers } from './settings';
import { storeCopyHandlers } from './store-copies';
import { syncHandlers } from './sync';
import { taskHandlers } from './tasks';
import { wizardHandlers } from './wizard';

export const handlers: HandlerTable = {
  ...contactHandlers,
  ...exportHandlers,
  ...taskHandlers,
  ...settingsHandlers,
  ...storeCopyHandlers,
  ...syncHandlers,
  ...wizardHandlers,
  ...emailHandlers,
};
