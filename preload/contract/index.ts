// The Rolodeck API contract: every method (name → zod input schema → output type) and every
// event (name → payload), written once. Main validates each input with it, the preload forwards
// by method name, the renderer is typed by it.
import type { z } from 'zod';
import type { Result } from './common';
import { contactMethods } from './contacts';
import { emailMethods } from './email';
import { settingsMethods } from './settings';
import { syncMethods, type SyncStatus } from './sync';
import { taskMethods } from './tasks';
import { wizardMethods } from './wizard';

export const methods = {
  ...contactMethods,
  ...taskMethods,
  ...settingsMethods,
  ...syncMethods,
  ...wizardMethods,
  ...emailMethods,
} as const;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
/** What a caller passes (before defaults and trimming). */
export type Input<M extends MethodName> = z.input<Methods[M]['input']>;
/** What a handler receives (validated, defaults applied). */
export type ParsedInput<M extends MethodName> = z.output<Methods[M]['input']>;
export type Output<M extends MethodName> = Methods[M]['output'];

export interface Events {
  'sync.status': SyncStatus;
  /** Local data changed (by a write here or by sync): views showing these should reload. */
  'data.changed': { entities: ('contacts' | 'tasks' | 'pipelineStates' | 'drafts')[] };
  /** A command chosen in the desktop app's menu (or its accelerator), for the renderer to run. */
  'app.command': { command: AppCommand };
  /**
   * The desktop app only: how the save of an export ended (the user chose a place and it was
   * written, cancelled the save dialog, or the write failed). A browser saves downloads itself.
   */
  'export.finished': ExportFinished;
}

export interface ExportFinished {
  state: 'saved' | 'cancelled' | 'failed';
  /** The name the file was saved under (the user may have changed it in the dialog). */
  fileName: string;
}

export const appCommands = ['newContact', 'search', 'palette', 'exportContacts'] as const;
export type AppCommand = (typeof appCommands)[number];
export type EventName = keyof Events;

export const eventNames: readonly EventName[] = ['sync.status', 'data.changed', 'app.command', 'export.finished'];

/**
 * What a transport exposes (the preload's `window.rolodeck`, or the WebSocket client): calls
 * answer with the Result envelope, because errors thrown across contextBridge lose their shape.
 */
export interface RolodeckBridge {
  invoke(method: string, input: unknown): Promise<Result<unknown>>;
  on(event: EventName, listener: (payload: unknown) => void): () => void;
}

/**
 * The close code of the browser bridge's WebSocket when the page's token is not this start's (a
 * tab left open from an earlier start): the page says so instead of reconnecting for ever.
 */
export const TOKEN_REFUSED_CLOSE = 4401;
export type TokenRefusedClose = typeof TOKEN_REFUSED_CLOSE;

/** The typed client the renderer builds over a bridge: it throws an ApiError on `ok: false`. */
export interface RolodeckApi {
  invoke<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>>;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
}

export * from './common';
export * from './limits';
export * from './contacts';
export * from './settings';
export * from './sync';
export * from './tasks';
export * from './wizard';
export * from './email';
export * from './recipient';
