def is_none_default(limit: Optional[int], n: int) -> int:
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    cap = 10 if limit is None else limit
    return min(n, cap)
