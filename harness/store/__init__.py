"""The golden files: their layout, atomic writes, baselines and pending changes (imports neither pytest nor syrupy)."""
