def bool_or_and_not(a: bool,
    b: bool) -> bool:
  if a:
    _0 = True
  else:
    _0 = b
  if _0:
    if a:
      _2 = b
    else:
      _2 = False
    _1 = torch.__not__(_2)
  else:
    _1 = False
  return _1
