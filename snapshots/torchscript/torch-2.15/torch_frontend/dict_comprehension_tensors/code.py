def dict_comprehension_tensors(x: Tensor) -> Dict[int, Tensor]:
  _0 = annotate(Dict[int, Tensor], {})
  for i in range(3):
    torch._set_item(_0, i, torch.mul(x, i))
  return _0
