def unary_operators(a: int,
    b: int) -> int:
  r = torch.sub(torch.mul(torch.neg(a), b), torch.neg(torch.sub(a, b)))
  if torch.__not__(torch.gt(r, 0)):
    r0 = torch.neg(r)
  else:
    r0 = r
  return r0
