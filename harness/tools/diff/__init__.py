"""``python -m harness diff``: two baselines compared, the baselines listed, the versions page, renames apart."""
