def is_none_default(limit: Optional[int], n: int) ->int:
    __return_value_0 = None
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    cap = 10 if limit is None else limit
    __return_value_0 = min(n, cap)
    return __return_value_0
