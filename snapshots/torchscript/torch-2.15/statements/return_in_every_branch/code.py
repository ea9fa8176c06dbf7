def return_in_every_branch(n: int) -> int:
  if torch.gt(n, 0):
    _0 = 1
  else:
    if torch.lt(n, 0):
      _1 = -1
    else:
      _1 = 0
    _0 = _1
  return _0
