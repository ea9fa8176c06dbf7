def pred_changes_type(x):
    __return_value_0 = None
    """A while whose predicate starts a Python bool and becomes a tensor: Dygraph2StaticException "python while pred
    change from bool to variable". AutoGraph has the same rule (a loop variable may not change type); TorchScript
    refuses a variable whose type changes."""
    flag = True
    i = 0

    def while_condition_0():
        nonlocal flag, i
        return _jst.Ld(flag)

    def while_body_0():
        nonlocal flag, i
        flag = _jst.Call(_jst.Ld(_jst.Ld(x).sum))() > _jst.Ld(i)
        i += 1

    def get_args_0():
        nonlocal flag, i
        return _jst.Ld(flag), _jst.Ld(i)

    def set_args_0(__args):
        nonlocal flag, i
        flag, i = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('flag', 'i'), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
