# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "f32[2, 4]"):
        l_args_0_ = L_args_0_

        # File: torch/_dynamo/external_utils.py:wrap_inline.inner in inner, code: return fn(*args, **kwargs)
        fn_0: "f32[2, 3]" = self.fn_0(l_args_0_);  l_args_0_ = None
        fn_1: "f32[2, 3]" = self.fn_1(fn_0);  fn_0 = None
        return (fn_1,)
