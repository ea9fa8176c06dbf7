def is_none_default(limit: Optional[int], n: int) ->int:
    __return_value_0 = None
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    cap = _jst.IfElse(limit is None, lambda : 10, lambda : limit, lambda : None, lambda args: None, None, push_pop_names=None)
    __return_value_0 = min(n, cap)
    return __return_value_0
