def annotated_assignments(n: int) ->float:
    __return_value_0 = None
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    count: int = n
    scale: float = 1.5
    big: bool = count > 2
    result: float = 0.0

    def get_args_0():
        nonlocal result
        return result,

    def set_args_0(__args):
        nonlocal result
        result, = __args

    def true_fn_0():
        nonlocal result
        result = scale * count
        return

    def false_fn_0():
        nonlocal result
        return
    _jst.IfElse(big, true_fn_0, false_fn_0, get_args_0, set_args_0, ('result',), push_pop_names=None)
    __return_value_0 = result
    return __return_value_0
