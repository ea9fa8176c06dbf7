def closure_in_tensor_loop(x):
    """Lambdas appended to a list inside a tensor while: a loop variable that is a list of functions cannot be
    carried by the while op. AutoGraph refuses it too; TorchScript has no lambdas."""
    made = []
    i = paddle.to_tensor(0)
    while i < 2:
        made.append(lambda : x)
        i = i + 1
    return made[0]()
