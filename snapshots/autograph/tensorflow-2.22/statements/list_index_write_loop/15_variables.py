def list_index_write_loop(xs: List[int]) -> List[int]:
    """Writes running prefix sums into a copied list by index."""
    with ag__.FunctionScope('list_index_write_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(ag__.ld(list), (ag__.ld(xs),), None, fscope)

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            ag__.ld(ys)[ag__.ld(i)] = ag__.ld(ys)[ag__.ld(i)] + ag__.ld(ys)[ag__.ld(i) - 1]
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (1, ag__.converted_call(ag__.ld(len), (ag__.ld(ys),), None, fscope)), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(ys)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
