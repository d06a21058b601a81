// A typed event bus: the core emits, each transport (IPC, WebSocket bridge) forwards.
import type { EventName, Events } from '../../preload/contract';

type Listener = <E extends EventName>(event: E, payload: Events[E]) => void;

export class EventBus {
  private readonly listeners = new Set<Listener>();

  emit<E extends EventName>(event: E, payload: Events[E]): void {
    for (const listener of this.listeners) {
      try {
        listener(event, payload);
      } catch (error) {
        console.error(`event listener for ${event} failed`, error);
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
