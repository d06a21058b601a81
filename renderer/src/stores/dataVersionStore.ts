// A counter per kind of data, bumped on `data.changed`: views that show that data reload.
import { create } from 'zustand';

type Entity = 'contacts' | 'tasks' | 'pipelineStates' | 'drafts';

interface DataVersionState {
  versions: Record<Entity, number>;
  bump(entities: readonly Entity[]): void;
}

export const useDataVersion = create<DataVersionState>((set) => ({
  versions: { contacts: 0, tasks: 0, pipelineStates: 0, drafts: 0 },
  bump: (entities) =>
    set((s) => {
      const versions = { ...s.versions };
      for (const e of entities) versions[e] += 1;
      return { versions };
    }),
}));
