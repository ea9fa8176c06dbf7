def optional_tensor_refinement(x: Tensor,
    bias: Optional[Tensor]) -> Tensor:
  if torch.__isnot__(bias, None):
    bias0 = unchecked_cast(Tensor, bias)
    x0 = torch.add(x, bias0)
  else:
    x0 = x
  return x0
