def list_of_lists(n: int) -> List[List[int]]:
    """Builds a list of lists with nested loops, appending rows and cells."""
    with ag__.FunctionScope('list_of_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        rows: List[List[int]] = []

        def get_state_1():
            return ()

        def set_state_1(block_vars):
            pass

        def loop_body_1(itr_1):
            i = itr_1
            row: List[int] = []

            def get_state():
                return ()

            def set_state(block_vars):
                pass

            def loop_body(itr):
                j = itr
                ag__.converted_call(row.append, (i * j,), None, fscope)
            ag__.for_stmt(ag__.converted_call(range, (i + 1,), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'j'})
            ag__.converted_call(rows.append, (row,), None, fscope)
        i = ag__.Undefined('i')
        row = ag__.Undefined('row')
        j = ag__.Undefined('j')
        ag__.for_stmt(ag__.converted_call(range, (n,), None, fscope), None, loop_body_1, get_state_1, set_state_1, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = rows
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
