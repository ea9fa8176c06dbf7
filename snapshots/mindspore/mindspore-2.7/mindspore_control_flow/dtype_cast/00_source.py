def dtype_cast(x):
    """A cast to int32 and back, as mindspore's tests write one: two Cast nodes."""
    return ms.ops.cast(ms.ops.cast(x * 2.5, ms.int32), ms.float32)
