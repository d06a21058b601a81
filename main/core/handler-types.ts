import type { MethodName, Output, ParsedInput } from '../../preload/contract';
import type { CoreContext } from './context';

export type Parsed<M extends MethodName> = ParsedInput<M>;
export type Handler<M extends MethodName> = (input: ParsedInput<M>, ctx: CoreContext) => Output<M> | Promise<Output<M>>;
/** One handler per method of the contract: the compiler catches a missing or extra one. */
export type HandlerTable = { [M in MethodName]: Handler<M> };
