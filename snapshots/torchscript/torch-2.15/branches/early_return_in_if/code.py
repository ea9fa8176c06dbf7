def early_return_in_if(n: int) -> int:
  if torch.lt(n, 0):
    _0 = 0
  else:
    n0 = torch.mul(n, 3)
    _0 = torch.add(n0, 1)
  return _0
