def decorated_case(x):

    def _orig_decorated_case(x):
        __return_1 = _jst.UndefinedVar('__return_1')
        __return_0 = _jst.UndefinedVar('__return_0')
        __return_value_0 = None
        """The case itself carries a decorator: Paddle reads its source through functools.wraps, and
    DecoratorTransformer wraps the body as _orig_decorated_case and calls _decoedby__add_one. Paddle 3.3 then
    refuses the call: it takes the wrapper's (*args) signature as one of no parameters."""

        def get_args_0():
            nonlocal __return_0, __return_1, __return_value_0
            return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0)

        def set_args_0(__args):
            nonlocal __return_0, __return_1, __return_value_0
            __return_0, __return_1, __return_value_0 = _jst.Ld(__args)

        def true_fn_0():
            nonlocal __return_0, __return_1, __return_value_0
            __return_0 = _jst.create_bool_as_type(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, True)
            __return_value_0 = _jst.Ld(x) * 2.0
            return

        def false_fn_0():
            nonlocal __return_0, __return_1, __return_value_0
            __return_1 = _jst.create_bool_as_type(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, True)
            __return_value_0 = _jst.Ld(x) - 1.0
            return
        _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
        return _jst.Ld(__return_value_0)
    _decoedby__add_one = _jst.Call(_jst.Ld(_add_one))(_jst.Ld(_orig_decorated_case))
    return _jst.Ld(_decoedby__add_one)(_jst.Ld(x))
