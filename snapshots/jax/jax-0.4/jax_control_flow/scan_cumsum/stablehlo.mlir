module @jit_scan_cumsum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32> {mhlo.layout_mode = "default"}) -> (tensor<f32> {jax.result_info = "[0]", mhlo.layout_mode = "default"}, tensor<6xf32> {jax.result_info = "[1]", mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %cst, %iterArg_3 = %0) : tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<6xf32>
     cond {
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare  LT, %iterArg_1, %c_4,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %2 = stablehlo.compare  LT, %iterArg_1, %c_4,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.convert %iterArg_1 : tensor<i32>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %4 = stablehlo.add %3, %c_5 : tensor<i32>
      %5 = stablehlo.select %2, %4, %iterArg_1 : tensor<i1>, tensor<i32>
      %6 = stablehlo.dynamic_slice %iterArg, %5, sizes = [1] : (tensor<6xf32>, tensor<i32>) -> tensor<1xf32>
      %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
      %8:2 = func.call @None(%iterArg_2, %7) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %9 = stablehlo.broadcast_in_dim %8#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.compare  LT, %iterArg_1, %c_6,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %11 = stablehlo.convert %iterArg_1 : tensor<i32>
      %c_7 = stablehlo.constant dense<6> : tensor<i32>
      %12 = stablehlo.add %11, %c_7 : tensor<i32>
      %13 = stablehlo.select %10, %12, %iterArg_1 : tensor<i1>, tensor<i32>
      %14 = stablehlo.dynamic_update_slice %iterArg_3, %9, %13 : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_1, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %15, %8#0, %14 : tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<6xf32>
    }
    return %1#2, %1#3 : tensor<f32>, tensor<6xf32>
  }
  func.func private @None(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.add %0, %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %2 = stablehlo.multiply %1, %cst : tensor<f32>
    return %1, %2 : tensor<f32>, tensor<f32>
  }
}
