def dict_of_tensors(x: Tensor) -> Tensor:
  parts = {"a": x, "b": torch.mul(x, 2.)}
  _0 = torch.__not__(torch.__contains__(parts, "c"))
  if _0:
    torch._set_item(parts, "c", torch.sub(x, 1.))
  else:
    pass
  total = torch.zeros_like(x)
  _1 = torch.items(parts)
  total0 = total
  for _2 in range(torch.len(_1)):
    name, value, = _1[_2]
    total0 = torch.add(total0, value)
  return total0
