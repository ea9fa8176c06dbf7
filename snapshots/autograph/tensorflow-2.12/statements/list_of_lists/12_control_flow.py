def list_of_lists(n: int) -> ag__.get_item(List, ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)), opts=ag__.GetItemOpts(element_dtype=None)):
    """Builds a list of lists with nested loops, appending rows and cells."""
    with ag__.FunctionScope('list_of_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        rows: ag__.get_item(List, ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)), opts=ag__.GetItemOpts(element_dtype=None)) = ag__.new_list([])

        def get_state_1():
            return (rows,)

        def set_state_1(vars_):
            nonlocal rows
            rows, = vars_

        def loop_body_1(itr_1):
            nonlocal rows
            i = itr_1
            row: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)) = ag__.new_list([])

            def get_state():
                return (row,)

            def set_state(vars_):
                nonlocal row
                row, = vars_

            def loop_body(itr):
                nonlocal row
                j = itr
                row = ag__.list_append(row, i * j)
            ag__.for_stmt(ag__.converted_call(range, (i + 1,), None, fscope), None, loop_body, get_state, set_state, ('row',), {'iterate_names': 'j'})
            rows = ag__.list_append(rows, row)
        i = ag__.Undefined('i')
        row = ag__.Undefined('row')
        j = ag__.Undefined('j')
        ag__.for_stmt(ag__.converted_call(range, (n,), None, fscope), None, loop_body_1, get_state_1, set_state_1, ('rows',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = rows
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
