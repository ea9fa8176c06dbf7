def closure_reads_outer(n: int) -> int:
    """A closure reading an outer variable. Rejected by TorchScript: no nested defs."""
    with ag__.FunctionScope('closure_reads_outer', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        offset = n * 10

        @ag__.autograph_artifact
        def add_offset(v: int) -> int:
            with ag__.FunctionScope('add_offset', 'fscope_1', ag__.STD) as fscope_1:
                return v + offset
        return add_offset(1) + add_offset(2)
