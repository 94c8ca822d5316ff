"""scripts/bench: the benchmarks of dogs, one module a part, and what the parts share."""
