// Commands the menu sends to the renderer as the 'app.command' event. (The lead adds the event
// to the contract: 'app.command': { command: AppCommand }.)
export const APP_COMMAND_EVENT = 'app.command';
export const appCommands = ['newContact', 'search', 'palette'] as const;
export type AppCommand = (typeof appCommands)[number];
export interface AppCommandPayload {
  command: AppCommand;
}
