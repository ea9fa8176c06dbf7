"""``python -m harness report``: each case's compile report, or what improved and regressed between two baselines."""
