def dynamic_batch(x):
    __return_value_0 = None
    """paddle.static.InputSpec([None, 3]): the program's batch dimension is -1 and one program serves every batch.
    Dynamo's dynamic=True makes a symbol s0; export a Dim; AutoGraph a TensorSpec([None, 3])."""
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(x).sum))(axis=0) / _jst.Ld(_jst.Shape(_jst.Ld(x))[0])
    return _jst.Ld(__return_value_0)
