def pred_changes_type(x):
    __return_value_0 = None
    """A while whose predicate starts a Python bool and becomes a tensor: Dygraph2StaticException "python while pred
    change from bool to variable". AutoGraph has the same rule (a loop variable may not change type); TorchScript
    refuses a variable whose type changes."""
    flag = True
    i = 0

    def while_condition_0():
        nonlocal flag, i
        return flag

    def while_body_0():
        nonlocal flag, i
        flag = x.sum() > i
        i += 1

    def get_args_0():
        nonlocal flag, i
        return flag, i

    def set_args_0(__args):
        nonlocal flag, i
        flag, i = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('flag', 'i'), push_pop_names=None)
    __return_value_0 = x
    return __return_value_0
