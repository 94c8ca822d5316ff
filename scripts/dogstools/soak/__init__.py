"""scripts/soak: many dogs runs into one gallery against a flaky server, some stopped with a
signal."""
