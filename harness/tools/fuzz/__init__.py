"""``python -m harness fuzz``: generated functions through every installed converter; the generator and the reducer."""
