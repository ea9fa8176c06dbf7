def string_concat_in_loop(n: int) -> str:
  s = ""
  for i in range(n):
    if torch.eq(torch.remainder(i, 2), 0):
      _0 = "x"
    else:
      _0 = "o"
    s = torch.add(s, _0)
  return s
