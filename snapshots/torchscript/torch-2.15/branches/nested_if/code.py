def nested_if(a: int,
    b: int) -> int:
  if torch.gt(a, 0):
    if torch.gt(b, 0):
      r0 = torch.add(a, b)
    else:
      r0 = torch.sub(a, b)
    r = r0
  else:
    if torch.gt(b, 0):
      r1 = torch.sub(b, a)
    else:
      r1 = 0
    r = r1
  return r
