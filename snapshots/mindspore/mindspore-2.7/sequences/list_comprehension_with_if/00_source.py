def list_comprehension_with_if(n: int) -> List[int]:
    """A list comprehension with an if filter. Rejected by TorchScript: no comprehension ifs."""
    return [i * 2 for i in range(n) if i % 2 == 0]
