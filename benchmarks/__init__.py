"""The harness's benchmark: its cost over the bare converter calls, scaling, big diffs, ``-n 2`` and memory (not installed)."""
