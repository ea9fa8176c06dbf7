def list_of_lists(n: int) -> List[List[int]]:
    """Builds a list of lists with nested loops, appending rows and cells."""
    with ag__.FunctionScope('list_of_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        rows: List[List[int]] = []
        for i in ag__.converted_call(range, (n,), None, fscope):
            row: List[int] = []
            for j in ag__.converted_call(range, (i + 1,), None, fscope):
                ag__.converted_call(row.append, (i * j,), None, fscope)
            ag__.converted_call(rows.append, (row,), None, fscope)
        try:
            do_return = True
            retval_ = rows
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
