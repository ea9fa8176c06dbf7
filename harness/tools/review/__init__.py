"""``python -m harness review``: pending changes grouped by case and settled one keystroke at a time."""
