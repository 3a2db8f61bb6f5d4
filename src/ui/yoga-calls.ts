/**
 * Faster calls into yoga's WebAssembly for methods of up to two arguments (yoga-layout 3.2; the
 * bundle puts it in place of the generic call, see `fasterYogaCalls` in scripts/bundle.mjs).
 *
 * Every call Ink makes to a yoga node (a position, a size, a style to set: some thousands a key
 * at the shared tables) goes through one generic wrapper of Emscripten's embind, built without
 * code generation: it gathers the arguments into an array and calls through `apply`. This is
 * the same call with the arguments passed as they are: the same conversions, in the same order,
 * the same checks and clean-up, only without the array.
 */
import { frameWays } from './frame-ways.js';

/** What embind knows of a type: how a value goes in and out, and what frees it (minified as `V`). */
interface WireType {
  toWireType(stack: unknown[], value: unknown): unknown;
  fromWireType(wire: unknown): unknown;
  V: ((wire: unknown) => void) | null;
}

type Call = (...args: unknown[]) => unknown;

/**
 * The call for `name`, whose types are `types` (the return's, `this`'s, then the arguments'):
 * `slow` (embind's own) when it has more than two arguments or the way is off.
 */
export function fasterYogaCall(
  name: string,
  types: WireType[],
  method: boolean,
  destructors: boolean,
  returns: boolean,
  count: number,
  invoker: Call,
  target: unknown,
  slow: Call,
  stack: unknown[],
  runDestructors: (stack: unknown[]) => void,
  fail: (message: string) => never,
): Call {
  const wrong = (n: number) => fail(`function ${name} called with ${n} arguments, expected ${count} args!`);
  const self = types[1];
  const end = (t: unknown) => (returns ? types[0].fromWireType(t) : undefined);
  if (count === 0) {
    return function (this: unknown) {
      // eslint-disable-next-line prefer-rest-params -- forwarded as they came; a rest parameter would make an array a call
      if (!frameWays.yogaCalls) return slow.apply(this, arguments as never);
      if (arguments.length !== 0) wrong(arguments.length);
      stack.length = 0;
      let t: unknown;
      let u: unknown;
      if (method) {
        u = self.toWireType(stack, this);
        t = invoker(target, u);
      } else t = invoker(target);
      if (destructors) runDestructors(stack);
      else if (method && self.V !== null) self.V(u);
      return end(t);
    };
  }
  if (count === 1) {
    const first = types[2];
    return function (this: unknown, a: unknown) {
      // eslint-disable-next-line prefer-rest-params -- forwarded as they came; a rest parameter would make an array a call
      if (!frameWays.yogaCalls) return slow.apply(this, arguments as never);
      if (arguments.length !== 1) wrong(arguments.length);
      stack.length = 0;
      let u: unknown;
      if (method) u = self.toWireType(stack, this);
      const v = first.toWireType(stack, a);
      const t = method ? invoker(target, u, v) : invoker(target, v);
      if (destructors) runDestructors(stack);
      else {
        if (method && self.V !== null) self.V(u);
        if (first.V !== null) first.V(v);
      }
      return end(t);
    };
  }
  if (count === 2) {
    const [first, second] = [types[2], types[3]];
    return function (this: unknown, a: unknown, b: unknown) {
      // eslint-disable-next-line prefer-rest-params -- forwarded as they came; a rest parameter would make an array a call
      if (!frameWays.yogaCalls) return slow.apply(this, arguments as never);
      if (arguments.length !== 2) wrong(arguments.length);
      stack.length = 0;
      let u: unknown;
      if (method) u = self.toWireType(stack, this);
      const v = first.toWireType(stack, a);
      const w = second.toWireType(stack, b);
      const t = method ? invoker(target, u, v, w) : invoker(target, v, w);
      if (destructors) runDestructors(stack);
      else {
        if (method && self.V !== null) self.V(u);
        if (first.V !== null) first.V(v);
        if (second.V !== null) second.V(w);
      }
      return end(t);
    };
  }
  return slow;
}
