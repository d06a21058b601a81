// How many conflicts and refused changes the Sync view asks for at first, and the most one
// answer holds: the contract's bounds, which the renderer may import only as types (so these
// copies are checked against them when the renderer is type-checked).
import type { SyncListMax, SyncListPage } from '../../../preload/contract';

export const SYNC_LIST_PAGE: SyncListPage = 100;
export const SYNC_LIST_MAX: SyncListMax = 1000;
