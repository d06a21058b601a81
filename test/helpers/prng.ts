// Seeded generator (mulberry32): deterministic data, and a failing run replayable from its seed.
// The same one the reference service's demo data comes from.
export { seeded } from '../../server/demo/prng';
