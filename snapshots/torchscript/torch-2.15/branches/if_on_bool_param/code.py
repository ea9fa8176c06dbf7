def if_on_bool_param(flag: bool,
    n: int) -> int:
  if flag:
    _0 = torch.add(n, 1)
  else:
    _0 = torch.sub(n, 1)
  return _0
