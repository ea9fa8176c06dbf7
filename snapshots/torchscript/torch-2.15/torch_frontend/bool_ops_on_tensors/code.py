def bool_ops_on_tensors(a: Tensor,
    b: Tensor) -> bool:
  if bool(torch.gt(torch.sum(a), 0)):
    _0 = torch.__not__(bool(torch.any(b)))
  else:
    _0 = False
  if _0:
    _1 = True
  else:
    _1 = bool(torch.gt(torch.max(a), 10))
  return _1
