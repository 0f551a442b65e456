import { writeFuzzShard } from './writeFuzz';

// one of the write fuzz's shards, run side by side (tests/api/writeFuzz.ts)
writeFuzzShard(1);
