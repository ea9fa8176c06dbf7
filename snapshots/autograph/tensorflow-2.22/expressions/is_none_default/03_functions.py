def is_none_default(limit: Optional[int], n: int) -> int:
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    with ag__.FunctionScope('is_none_default', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        cap = 10 if limit is None else limit
        return min(n, cap)
