// Commands the menu sends to the renderer as the 'app.command' event (defined in the contract).
import type { Events } from '../../preload/contract';

export { appCommands, type AppCommand } from '../../preload/contract';
export const APP_COMMAND_EVENT = 'app.command' satisfies keyof Events;
export type AppCommandPayload = Events['app.command'];
