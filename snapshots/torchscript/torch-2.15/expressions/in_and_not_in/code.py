def in_and_not_in(xs: List[int],
    v: int) -> bool:
  if torch.__contains__(xs, v):
    _1 = torch.__not__(torch.__contains__(xs, 99))
    _0 = _1
  else:
    _0 = False
  return _0
