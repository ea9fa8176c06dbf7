def and_or_in_if(a: bool,
    b: bool,
    n: int) -> int:
  if a:
    _0 = torch.__not__(b)
  else:
    _0 = False
  if _0:
    _1 = True
  else:
    _1 = torch.gt(n, 10)
  if _1:
    _2 = 1
  else:
    _2 = 0
  return _2
